/* Placeholder: see not-fetched.c. */
