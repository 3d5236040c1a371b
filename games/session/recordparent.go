package session

// UnknownParent is a Record's Parent when the record was kept before
// parents were recorded and its match could not be read to learn it:
// such a match is listed in its own channel's /history alone.
const UnknownParent = "?"

// InThreadOf reports whether r's match was played in a thread of
// channel, as far as r knows.
func (r Record) InThreadOf(channel string) bool {
	return channel != "" && r.Parent != "" && r.Parent != UnknownParent && r.Parent == channel && r.Channel != channel
}
