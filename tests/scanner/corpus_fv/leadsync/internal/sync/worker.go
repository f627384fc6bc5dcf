package sync

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"time"

	"github.com/northwindfreight/leadsync/internal/ringlane"
	"github.com/northwindfreight/leadsync/internal/routing"
)

type Job struct {
	CampaignID string
	ListID     string
	Phones     []string
	Attempt    int
}

type Worker struct {
	rl      *ringlane.Client
	routing *routing.Client
	log     *slog.Logger
	queue   Queue
	paused  bool
}

func (w *Worker) Handle(ctx context.Context, job Job) error {
	if w.paused {
		return w.queue.Defer(ctx, job, 10*time.Minute)
	}
	err := w.rl.AppendContacts(ctx, job.ListID, job.Phones)
	if err == nil {
		return nil
	}

	var apiErr *ringlane.APIError
	if errors.As(err, &apiErr) {
		switch apiErr.Status {
		case 502:
			w.log.Warn("ringlane idp unreachable, requeueing", "list", job.ListID)
			return w.queue.Defer(ctx, job, 30*time.Second)
		case 503:
			w.log.Error("ringlane public API disabled for tenant, pausing sync")
			w.paused = true
			return nil
		case 404:
			if apiErr.Message == "contact list not found" {
				return w.recreateList(ctx, job)
			}
		}
	}
	return err
}

func (w *Worker) recreateList(ctx context.Context, job Job) error {
	name, err := w.routing.CampaignName(ctx, job.CampaignID)
	if err != nil {
		var re *routing.Error
		// routing-svc returns 503 during its own deploys; just try later
		if errors.As(err, &re) && re.Status == http.StatusServiceUnavailable {
			return w.queue.Defer(ctx, job, time.Minute)
		}
		return err
	}
	list, err := w.rl.CreateContactList(ctx, name)
	if err != nil {
		return err
	}
	job.ListID = list.ID
	return w.queue.Defer(ctx, job, 0)
}
