package all

// Default is the game the operator's tools play or show when not told
// which: quintet sim and duel without --game, and the /play line of the
// console's usage. It is named here, with the registrations, so that no
// shared file names a game.
const Default = "qwinto"
