package discordtest_test

import (
	"fmt"

	"github.com/quintetbot/quintet/bot/discordtest"
)

func ExampleRoute() {
	posts := discordtest.Route("POST", "/channels/{channel_id}/messages")
	call := discordtest.Call{
		Method:  "POST",
		Path:    "/api/v9/channels/42/messages",
		APIPath: "/api/v10/channels/42/messages",
		Route:   "/channels/{channel_id}/messages",
	}
	fmt.Println(posts(call), discordtest.Route("", "/channels/42/messages")(call), call.Endpoint())
	// Output: true true /channels/42/messages
}
