package discordtest

import "net/http"

// routes maps the REST endpoints the fake serves, in Discord's OpenAPI
// path syntax, to their handlers. true marks endpoints that need the bot
// token; interaction callbacks and webhooks are authorized by their token
// in the path.
func (s *Server) routes() *http.ServeMux {
	m := http.NewServeMux()
	s.handle(m, "GET /gateway", false, s.getGateway)
	s.handle(m, "GET /gateway/bot", true, s.getGatewayBot)

	s.handle(m, "GET /users/@me", true, s.getMe)
	s.handle(m, "GET /users/{user_id}", true, s.getUser)
	s.handle(m, "POST /users/@me/channels", true, s.postDMChannel)
	s.handle(m, "GET /guilds/{guild_id}", true, s.getGuild)
	s.handle(m, "GET /guilds/{guild_id}/members/{user_id}", true, s.getMember)

	for _, p := range []string{"/applications/{application_id}/commands", "/applications/{application_id}/guilds/{guild_id}/commands"} {
		s.handle(m, "GET "+p, true, s.getCommands)
		s.handle(m, "PUT "+p, true, s.putCommands)
	}

	s.handle(m, "POST /interactions/{interaction_id}/{interaction_token}/callback", false, s.postCallback)
	s.handle(m, "POST /webhooks/{webhook_id}/{webhook_token}", false, s.postFollowup)
	for _, p := range []string{"/messages/@original", "/messages/{message_id}"} {
		p = "/webhooks/{webhook_id}/{webhook_token}" + p
		s.handle(m, "GET "+p, false, s.getWebhookMessage)
		s.handle(m, "PATCH "+p, false, s.patchWebhookMessage)
		s.handle(m, "DELETE "+p, false, s.deleteWebhookMessage)
	}

	s.handle(m, "GET /channels/{channel_id}", true, s.getChannel)
	s.handle(m, "PATCH /channels/{channel_id}", true, s.patchChannel)
	s.handle(m, "GET /channels/{channel_id}/messages", true, s.getMessages)
	s.handle(m, "POST /channels/{channel_id}/messages", true, s.postMessage)
	s.handle(m, "GET /channels/{channel_id}/messages/{message_id}", true, s.getMessage)
	s.handle(m, "PATCH /channels/{channel_id}/messages/{message_id}", true, s.patchMessage)
	s.handle(m, "DELETE /channels/{channel_id}/messages/{message_id}", true, s.deleteMessage)
	s.handle(m, "POST /channels/{channel_id}/threads", true, s.postThread)
	s.handle(m, "POST /channels/{channel_id}/messages/{message_id}/threads", true, s.postMessageThread)

	m.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		s.respond(w, s.newRequest(r, r.URL.Path, ""), unknownRoute())
	})
	return m
}

// Discord's answers for entities that do not exist.
func unknownMessage() reply { return errorReply(http.StatusNotFound, 10008, "Unknown Message") }
func unknownChannel() reply { return errorReply(http.StatusNotFound, 10003, "Unknown Channel") }
func unknownWebhook() reply { return errorReply(http.StatusNotFound, 10015, "Unknown Webhook") }
func missingAccess() reply  { return errorReply(http.StatusForbidden, 50001, "Missing Access") }

// emptyMessage is Discord's answer to a message with nothing to show.
func emptyMessage() reply {
	return errorReply(http.StatusBadRequest, 50006, "Cannot send an empty message").
		failing(InvalidBody, "message has no content, embeds, components, poll or files")
}

// isEmpty reports whether a new message would show nothing.
func isEmpty(f messageFields, files []Attachment) bool {
	if len(files) > 0 || f.str("content") != "" || f.has("poll") || f.has("sticker_ids") {
		return false
	}
	return string(f.list("embeds")) == "[]" && string(f.list("components")) == "[]"
}
