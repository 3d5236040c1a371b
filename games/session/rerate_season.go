package session

// SeasonStanding is a standing counting only the matches that finished
// in one season (Season.Key) of its guild.
type SeasonStanding struct {
	Season string
	Standing
}

// SeasonStandingKey names a season standing in reports (and bbolt keys
// it so): guild, season, game and user joined by "/". Discord ids,
// season keys and game names hold no "/".
func SeasonStandingKey(guild, season, game, user string) string {
	return guild + "/" + season + "/" + game + "/" + user
}

// TallySeason tallies a match into the season of plan it finished in:
// the standings it changes, read from get, and that season's key; false
// when it finished in no season or does not count.
func TallySeason(plan SeasonPlan, m *Match, get func(season, user string) Standing) (string, []Standing, bool) {
	season, ok := plan.At(m.Updated)
	if !ok {
		return "", nil, false
	}
	_, changed, ok := Tally(m, func(user string) Standing { return get(season.Key, user) })
	return season.Key, changed, ok
}

// seasonTallies is the season standings rebuilt from the archive, each
// match placed by its guild's stored season plan.
type seasonTallies struct {
	plans     map[string]SeasonPlan     // by guild, read once
	standings map[string]SeasonStanding // by SeasonStandingKey
}

// add tallies an archived match into its season, as the store did when
// it ended.
func (t *seasonTallies) add(a Archive, m *Match) error {
	if t.plans == nil {
		t.plans, t.standings = map[string]SeasonPlan{}, map[string]SeasonStanding{}
	}
	plan, ok := t.plans[m.Guild]
	if !ok {
		var err error
		if plan, err = a.SeasonPlan(m.Guild); err != nil {
			return err
		}
		t.plans[m.Guild] = plan
	}
	if len(plan) == 0 || !m.Counts() {
		return nil
	}
	season, changed, ok := TallySeason(plan, m, func(season, user string) Standing {
		return t.standings[SeasonStandingKey(m.Guild, season, m.Game, user)].Standing
	})
	if !ok {
		return nil
	}
	for _, s := range changed {
		t.standings[SeasonStandingKey(s.Guild, season, s.Game, s.User)] = SeasonStanding{season, s}
	}
	return nil
}

// Seasons returns every season standing, in no particular order.
func (t *Retally) Seasons() []SeasonStanding {
	out := make([]SeasonStanding, 0, len(t.seasons.standings))
	for _, s := range t.seasons.standings {
		out = append(out, s)
	}
	return out
}

// compare lists how the stored season standings differ from t's.
func (t *seasonTallies) compare(a Archive, rep *RerateReport) error {
	want := make(map[string]Standing, len(t.standings))
	for k, s := range t.standings {
		want[k] = s.Standing
	}
	return compareStandings(rep, "season ", want, a.EachSeasonStanding)
}
