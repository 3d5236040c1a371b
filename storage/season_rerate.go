package storage

import (
	"slices"

	"go.etcd.io/bbolt"

	"github.com/quintetbot/quintet/games/session"
)

// seasonTallies is the season standings rebuilt from the archive, each
// match placed by its guild's stored season plan.
type seasonTallies struct {
	plans     map[string]session.SeasonPlan // by guild, read once
	standings map[string]session.Standing   // by seasonStandingKey
}

// add tallies an archived match into its season, as recordSeasonStats
// did when it ended.
func (t *seasonTallies) add(tx *bbolt.Tx, m *session.Match) error {
	if t.plans == nil {
		t.plans, t.standings = map[string]session.SeasonPlan{}, map[string]session.Standing{}
	}
	plan, ok := t.plans[m.Guild]
	if !ok {
		r, err := readSeasons(tx, m.Guild)
		if err != nil {
			return err
		}
		plan = r.Plan
		t.plans[m.Guild] = plan
	}
	if len(plan) == 0 || !m.Counts() {
		return nil
	}
	get := func(k []byte) session.Standing { return t.standings[string(k)] }
	return seasonTally(plan, m, get, func(season string, s session.Standing) error {
		t.standings[string(seasonStandingKey(s.Guild, season, s.Game, s.User))] = s
		return nil
	})
}

// compare lists how the stored season standings differ from t's.
func (t *seasonTallies) compare(tx *bbolt.Tx, rep *RerateReport) error {
	seen := map[string]bool{}
	if b := tx.Bucket(bucketSeasonStandings); b != nil {
		err := b.ForEach(func(k, v []byte) error {
			seen[string(k)] = true
			want, ok := t.standings[string(k)]
			if !ok {
				rep.diff("season %s: stored but no archived match makes it", k)
				return nil
			}
			got, err := decodeStanding(k, v)
			if err != nil {
				rep.diff("season %s: %v", k, err)
			} else if d := standingDiff(got, want); d != "" {
				rep.diff("season %s: %s", k, d)
			}
			return nil
		})
		if err != nil {
			return err
		}
	}
	var missing []string
	for k := range t.standings {
		if !seen[k] {
			missing = append(missing, k)
		}
	}
	slices.Sort(missing)
	for _, k := range missing {
		rep.diff("season %s: missing", k)
	}
	return nil
}

// replace empties the season standings and writes t's; a file that never
// had any is left without the bucket.
func (t *seasonTallies) replace(tx *bbolt.Tx) error {
	if tx.Bucket(bucketSeasonStandings) == nil && len(t.standings) == 0 {
		return nil
	}
	if err := tx.DeleteBucket(bucketSeasonStandings); err != nil && err != bbolt.ErrBucketNotFound {
		return err
	}
	b, err := tx.CreateBucket(bucketSeasonStandings)
	if err != nil {
		return err
	}
	for k, s := range t.standings {
		if err := putStandingAt(b, []byte(k), s); err != nil {
			return err
		}
	}
	return nil
}
