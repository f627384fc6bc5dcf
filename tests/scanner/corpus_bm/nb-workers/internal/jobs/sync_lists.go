package jobs

import (
	"context"
	"errors"
	"log/slog"

	"github.com/northbeamsolar/nb-workers/internal/crm"
	"github.com/northbeamsolar/nb-workers/internal/dialwave"
)

// SyncTerritoryLists pushes newly qualified leads into each rep's Dialwave list.
type SyncTerritoryLists struct {
	Dialwave *dialwave.Client
	CRM      *crm.Client
	Log      *slog.Logger
}

func (j *SyncTerritoryLists) Run(ctx context.Context) error {
	reps, err := j.CRM.ActiveReps(ctx)
	if err != nil {
		return err
	}
	for _, rep := range reps {
		leads, err := j.CRM.NewQualifiedLeads(ctx, rep.ID)
		if err != nil {
			j.Log.Error("crm leads", "rep", rep.Email, "err", err)
			continue
		}
		phones := make([]string, 0, len(leads))
		for _, l := range leads {
			phones = append(phones, l.Phone)
		}
		err = j.Dialwave.AppendContacts(ctx, rep.Email, rep.DialwaveListID, phones)
		switch {
		case errors.Is(err, dialwave.ErrUserNotFound):
			j.Log.Warn("rep not provisioned in dialwave, skipping", "rep", rep.Email)
		case errors.Is(err, dialwave.ErrAPIDisabled):
			return err // stop the run, alert fires on job failure
		case err != nil:
			j.Log.Error("append contacts", "rep", rep.Email, "err", err)
		}
	}
	return nil
}
