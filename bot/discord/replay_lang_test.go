package discord

import (
	"testing"

	"github.com/bwmarrin/discordgo"
)

// TestReplayAnswerSpeaksTheCallersLanguage: a request delivered again is
// answered, privately, in its caller's language.
func TestReplayAnswerSpeaksTheCallersLanguage(t *testing.T) {
	r := replayAnswer(&discordgo.Interaction{Locale: discordgo.German})
	if r.Data.Content != "Diese Anfrage wurde schon bearbeitet; nichts hat sich geändert." || r.Data.Flags&discordgo.MessageFlagsEphemeral == 0 {
		t.Errorf("the replay's answer to a German member: %+v", r.Data)
	}
	if r := replayAnswer(&discordgo.Interaction{}); r.Data.Content != "This request was already handled; nothing changed." {
		t.Errorf("the replay's answer to an unknown locale: %q", r.Data.Content)
	}
}
