// Package page draws Quintet's web pages: the replay of a finished match,
// a server's leaderboard of a game and a player's page, as HTML from
// templates, with their style sheet and script. Templates, style and
// script are embedded, so the binary serves them alone. Every page is
// whole without its script (which only adds keys), and neither page nor
// picture uses inline script or style, so a strict Content-Security-Policy
// holds. Names are written as text: html/template escapes them.
//
// The words of the pages live in the templates and in words.go, so that
// catalogs can take them over.
package page
