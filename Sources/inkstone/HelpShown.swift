/// Thrown after a command printed its help, so that nothing else runs.
struct HelpShown: Error {}
