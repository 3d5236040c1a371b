package session

// hostError is ErrNotHost naming the host, so that a refused player knows
// whom to ask.
type hostError struct{ host string }

func (e hostError) Error() string {
	if e.host == "" {
		return ErrNotHost.Error()
	}
	return "only the host, " + e.host + ", can do that"
}

// Is makes errors.Is(err, ErrNotHost) hold.
func (e hostError) Is(target error) bool { return target == ErrNotHost }

// notHost returns the refusal for a user who is not m's host.
func notHost(m *Match) error {
	for _, p := range m.Players {
		if p.User == m.Host && p.User != "" {
			return hostError{p.Name}
		}
	}
	return hostError{}
}
