package games

// OptionChecker is implemented by Rules whose options take values that
// Options.Check cannot judge from Info alone, such as Quingo's pool of
// die sizes. CheckOptions returns the error New would refuse opts with,
// wrapping ErrBadOptions, without rolling any dice.
type OptionChecker interface {
	CheckOptions(opts Options) error
}

// CheckOptions checks opts for a match of r: Options.Check against r's
// Info, then r's own CheckOptions when r is an OptionChecker. A lobby
// checks this when it opens, so that a bad option is refused then and
// not only when the host presses Start.
func CheckOptions(r Rules, opts Options) error {
	if err := opts.Check(r.Info()); err != nil {
		return err
	}
	if c, ok := r.(OptionChecker); ok {
		return c.CheckOptions(opts)
	}
	return nil
}
