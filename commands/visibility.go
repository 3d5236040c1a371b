package commands

// PublicWhen reports, before its handler runs, whether the reply to a
// command is meant for the whole channel; see Router.Public.
type PublicWhen func(r *Request) bool

// Always is a PublicWhen for a command whose reply is always public.
func Always(*Request) bool { return true }

// Public has the replies to the command path count as public when
// when(r) holds. A transport that must defer an interaction before its
// reply is known defers it with that visibility, since a deferred answer
// cannot change it later.
func (rt *Router) Public(path string, when PublicWhen) {
	if rt.public == nil {
		rt.public = map[string]PublicWhen{}
	}
	rt.public[path] = when
}

// IsPublic reports whether the reply to r is meant for the channel, as
// far as it is known before its handler runs: a command declared public
// with Public. Refusals are private all the same; a transport that
// deferred publicly hides them (see the bot's deferral).
func (rt *Router) IsPublic(r *Request) bool {
	if r.Kind != KindCommand {
		return false
	}
	when := rt.public[r.Command]
	return when != nil && when(r)
}
