// Package page draws Quintet's web pages: the replay of a finished match,
// a server's leaderboard of a game and a player's page, as HTML from
// templates, with their style sheet and script. Templates, style and
// script are embedded, so the binary serves them alone. Every page is
// whole without its script (which only adds keys), and neither page nor
// picture uses inline script or style, so a strict Content-Security-Policy
// holds. Names are written as text: html/template escapes them.
//
// A page speaks the language of its data's Lang: the templates name
// their words by catalog key ({{say $l "web.col.player"}}) and write
// numbers with num; words.go says the words the Go code writes, and
// dates, in that language.
package page
