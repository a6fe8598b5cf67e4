; The $name and ${expression} parts of an interpolated string are code.
(interpolation) @protected
