// Package discordtest is a loopback fake of Discord that an unmodified
// discordgo Session connects to, so the bot is tested end to end without a
// network.
//
// A Server answers Discord's REST API (v9 and v10 paths) on an
// httptest.Server and speaks the gateway protocol on a websocket at the same
// address. It owns the fake world the bot sees: one guild, its channels and
// members, the messages the bot posts, the commands it registers and the
// interactions a test sends. Every REST body is checked against Discord's
// OpenAPI description (testdata/openapi.json) plus the few rules Discord
// enforces beyond it; bad bodies are answered as Discord answers them and
// recorded as failures.
//
// A test starts a Server, opens the bot's session against it and drives the
// bot with interactions:
//
//	srv := discordtest.New(t)
//	s := srv.Session(t)
//	s.AddHandler(bot.OnInteraction)
//	if err := s.Open(); err != nil {
//		t.Fatal(err)
//	}
//	alice := srv.NewMember("alice", 0)
//	resp, err := srv.Interact(ctx, srv.Command(alice, "roll"))
//	// resp.Type, resp.Data.Content, resp.Message ...
//	srv.AssertClean(t)
//
// discordgo's Session.Close waits one second before it returns, so tests that
// open sessions should call t.Parallel.
package discordtest
