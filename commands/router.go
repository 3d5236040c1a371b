package commands

import (
	"context"
	"fmt"
	"log/slog"
	"runtime/debug"
	"strings"

	"github.com/quintetbot/quintet/render"
)

// Handler answers one Request.
type Handler interface {
	Handle(ctx context.Context, r *Request) (*Reply, error)
}

// HandlerFunc adapts a function to Handler.
type HandlerFunc func(ctx context.Context, r *Request) (*Reply, error)

// Handle calls f.
func (f HandlerFunc) Handle(ctx context.Context, r *Request) (*Reply, error) { return f(ctx, r) }

// Router routes requests: commands and autocomplete by command path,
// components and modals by the action of their custom id. Its Handle never
// returns an error: refusals become ephemeral one-line reasons, unknown
// errors and panics are logged and answered with an apology.
type Router struct {
	log        *slog.Logger
	commands   map[string]Handler
	completers map[string]Handler
	components map[render.Action]Handler
	modals     map[string]Handler
	// public: the command paths whose replies are for the channel.
	public map[string]PublicWhen
}

// newRouter returns an empty Router that logs to log.
func newRouter(log *slog.Logger) *Router {
	return &Router{
		log:        log,
		commands:   map[string]Handler{},
		completers: map[string]Handler{},
		components: map[render.Action]Handler{},
		modals:     map[string]Handler{},
	}
}

// Command routes a command path such as "game move".
func (rt *Router) Command(path string, h HandlerFunc) { rt.commands[path] = h }

// Autocomplete routes autocomplete of a command path.
func (rt *Router) Autocomplete(path string, h HandlerFunc) { rt.completers[path] = h }

// Component routes components whose custom id has the action.
func (rt *Router) Component(a render.Action, h HandlerFunc) { rt.components[a] = h }

// Modal routes modal submissions whose custom id starts with prefix + ":".
func (rt *Router) Modal(prefix string, h HandlerFunc) { rt.modals[prefix] = h }

// Handle routes r and always returns a reply.
func (rt *Router) Handle(ctx context.Context, r *Request) (reply *Reply) {
	defer func() {
		if p := recover(); p != nil {
			rt.log.Error("handler panic", "kind", r.Kind, "command", r.Command, "custom_id", r.CustomID,
				"panic", fmt.Sprint(p), "stack", string(debug.Stack()))
			reply = Ephemeral("Sorry, something went wrong on my side. The game is unchanged.")
		}
	}()
	h := rt.route(r)
	if h == nil {
		if r.Kind == KindAutocomplete {
			return &Reply{}
		}
		return Ephemeral("I don't know that command.")
	}
	reply, err := h.Handle(ctx, r)
	return rt.finish(r, reply, err)
}

// finish turns a handler's reply and error into the reply to send.
func (rt *Router) finish(r *Request, reply *Reply, err error) *Reply {
	if err != nil {
		return rt.refuse(r, err)
	}
	if reply == nil {
		reply = &Reply{}
	}
	return reply
}

// Opened finishes the handling of r, whose reply asked for thread t,
// once the thread is open (id) or opening it failed (err), and always
// returns the reply to send, as Handle does. The caller holds no lock of
// t.Parent; it may hold the thread's (session.Manager.Lock).
func (rt *Router) Opened(ctx context.Context, r *Request, t *ThreadWanted, id string, err error) (reply *Reply) {
	defer func() {
		if p := recover(); p != nil {
			rt.log.Error("handler panic", "kind", r.Kind, "command", r.Command, "thread", id,
				"panic", fmt.Sprint(p), "stack", string(debug.Stack()))
			reply = Ephemeral("Sorry, something went wrong on my side. The game is unchanged.")
		}
	}()
	if t == nil || t.opened == nil {
		return Ephemeral("Sorry, something went wrong on my side. The game is unchanged.")
	}
	reply, err = t.opened(ctx, id, err)
	if reply != nil && reply.Thread != nil {
		return Ephemeral("Sorry, something went wrong on my side. The game is unchanged.")
	}
	return rt.finish(r, reply, err)
}

func (rt *Router) route(r *Request) Handler {
	switch r.Kind {
	case KindCommand:
		return rt.commands[r.Command]
	case KindAutocomplete:
		return rt.completers[r.Command]
	case KindComponent:
		id, err := render.ParseID(r.CustomID)
		if err != nil {
			return nil
		}
		return rt.components[id.Action]
	case KindModal:
		prefix, _, _ := strings.Cut(r.CustomID, ":")
		return rt.modals[prefix]
	}
	return nil
}

// refuse turns an error into the reason a player reads.
func (rt *Router) refuse(r *Request, err error) *Reply {
	if r.Kind == KindAutocomplete {
		return &Reply{}
	}
	reason, known := ReasonIn(err, privateLang(r))
	if !known {
		rt.log.Error("handler failed", "kind", r.Kind, "command", r.Command, "custom_id", r.CustomID, "err", err)
	}
	return Ephemeral(reason)
}
