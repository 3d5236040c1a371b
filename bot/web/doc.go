// Package web serves Quintet's web pages from the bot's own database:
// the replay of every finished match, a server's leaderboards and its
// players' pages, drawn by render/page. Nothing is listed: every page is
// reached through a link the bot hands out, signed with a secret kept in
// the database (session.WebKeys), so that a link cannot be guessed or
// altered. A wrong signature, a match that is gone and a server whose
// pages are off all answer the same 404.
//
// Links carry the server's link epoch (session.GuildSettings.WebEpoch):
// /settings web rotate bumps it and every link of that server handed out
// before stops working.
package web
