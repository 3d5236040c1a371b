package commands

// ServerNamer names the servers a transport knows of: the Discord
// gateway's state holds the name of every server the bot is in; the
// HTTP endpoint and the console know none.
type ServerNamer interface {
	// ServerName returns the name of server id; ok is false when the
	// transport does not know it.
	ServerName(id string) (name string, ok bool)
}
