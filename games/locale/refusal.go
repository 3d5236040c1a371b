package locale

import "errors"

// Refusal is an error a player reads: a sentinel (such as the engines'
// ErrIllegalMove) that errors.Is finds, a prefix naming where it came
// from, and the reason as a Text. Error reads "prefix: sentinel: reason"
// in English, as logs and older callers expect.
type Refusal struct {
	Prefix string
	Err    error
	Reason Text
}

// Refuse returns a Refusal of kind sentinel from prefix ("qwinto") with
// the message key and args as its reason.
func Refuse(prefix string, sentinel error, key string, args ...any) error {
	return &Refusal{Prefix: prefix, Err: sentinel, Reason: T(key, args...)}
}

func (r *Refusal) Error() string {
	s := r.Reason.In(English)
	if r.Err != nil {
		s = r.Err.Error() + ": " + s
	}
	if r.Prefix != "" {
		s = r.Prefix + ": " + s
	}
	return s
}

// Unwrap returns the sentinel.
func (r *Refusal) Unwrap() error { return r.Err }

// ReasonOf returns the reason of the first Refusal in err's chain.
func ReasonOf(err error) (Text, bool) {
	var r *Refusal
	if errors.As(err, &r) {
		return r.Reason, true
	}
	return Text{}, false
}
