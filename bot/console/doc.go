// Package console plays Quintet in a terminal, without Discord. Each input
// line is a user's slash command or click:
//
//	alice: /play qwinto reroll:true
//	bob: /game join
//	alice: 4                  (click component 4 of alice's latest message)
//	bob: 2 write red 7        (choose "write red 7" in select menu 2)
//	bob: /game move skip
//	carol: 1 d4, d10          (several options of a menu that takes several)
//	alice: form 21 22 23 24 25  (the fields of a form the bot opened)
//	wait 12h                  (let time pass: reminders and timeouts fall due)
//	#games alice: /game join  (any of the above in channel #games)
//	alice: /play qwinto thread:true  (the game goes in thread #console/qwinto-alice)
//	close #console/qwinto-alice      (also open, delete: what members do to a thread)
//
// A line without a channel plays in "console"; "# ..." is a comment. Each
// channel numbers its own messages; direct messages print as
// "[dm to alice] ...".
// It is a transport of the board's life (bot.Bot), as bot/discord is:
// each line is an interaction the attached bot.Bot answers, and its
// boards, the scheduler's reminders and timeouts and the repairs after a
// stop go through the same queue, records and retirements as on Discord;
// the console prints the text rendering of every message sent.
// cmd/quintet wires it.
package console
