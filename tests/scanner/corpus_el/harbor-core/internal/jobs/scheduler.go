package jobs

import (
	"github.com/harborline/harbor-core/internal/config"
	"github.com/harborline/harbor-core/internal/db"
	"github.com/harborline/harbor-core/internal/mailer"
	"github.com/harborline/harbor-core/internal/ringlane"
	"github.com/robfig/cron/v3"
	"go.uber.org/zap"
)

type Scheduler struct {
	cron *cron.Cron
}

func NewScheduler(q *db.Queries, rl *ringlane.Client, cfg *config.Config) *Scheduler {
	log, _ := zap.NewProduction()
	c := cron.New(cron.WithChain(cron.SkipIfStillRunning(cron.DefaultLogger)))

	sync := &ListSync{q: q, rl: rl, log: log}
	_, _ = c.AddFunc("*/15 7-20 * * 1-6", sync.Run)

	prune := &PruneStale{q: q, rl: rl, log: log}
	_, _ = c.AddFunc("@daily", prune.Run)

	digest := &WeeklyDigest{q: q, mail: mailer.New(cfg.SendloopKey), log: log}
	_, _ = c.AddFunc("0 8 * * MON", digest.Run)

	return &Scheduler{cron: c}
}

func (s *Scheduler) Start() { s.cron.Start() }
func (s *Scheduler) Stop()  { <-s.cron.Stop().Done() }
