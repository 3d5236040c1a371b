package console

import "strings"

// defaultChannel is where a line without a "#channel" prefix goes.
const defaultChannel = "console"

// splitChannel reads the channel prefix of a line: "#games alice: 1" is
// alice's click in #games. A line starting with "#" that is not such a
// prefix ("# note", "#todo later") is a comment; a line without "#" goes
// to the default channel.
func splitChannel(line string) (channel, rest string, comment bool) {
	after, ok := strings.CutPrefix(line, "#")
	if !ok {
		return defaultChannel, line, false
	}
	name, rest, _ := strings.Cut(after, " ")
	rest = strings.TrimSpace(rest)
	user, what, hasUser := strings.Cut(rest, ":")
	if name == "" || !hasUser || strings.TrimSpace(user) == "" || strings.ContainsAny(user, " \t") || strings.TrimSpace(what) == "" {
		return "", "", true
	}
	return name, rest, false
}

// isComment reports whether a line is a comment.
func isComment(line string) bool {
	_, _, comment := splitChannel(line)
	return comment
}

// table returns the messages of a channel, made on first use.
func (c *Console) table(channel string) *messages {
	ms, ok := c.msgs[channel]
	if !ok {
		ms = newMessages()
		c.msgs[channel] = ms
	}
	return ms
}

// label is how a message id prints: with its channel, but for the
// default one.
func label(channel, id string) string {
	if channel == defaultChannel || channel == "" {
		return id
	}
	return "#" + channel + " " + id
}
