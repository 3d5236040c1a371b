// Package commands turns Discord interactions into match actions and
// replies. Handlers receive a Request and return a Reply; they never call
// Discord themselves, so they run the same under the gateway, the HTTP
// interactions endpoint, the console and tests. Respond picks the one
// answer a reply gives its interaction; sending it, and delivering the
// board that follows, is package bot's.
//
// A Router matches slash commands, autocomplete, components and modals to
// handlers, turns known errors into a short ephemeral reason and recovers
// from panics with an apology.
package commands
