package main

import (
	"context"
	"database/sql"

	"github.com/brightmoor/lead-sync/internal/calling"
)

type crmSource struct{ dsn string }

func newCRMSource(dsn string) *crmSource { return &crmSource{dsn: dsn} }

func (s *crmSource) NewLeadsSince(ctx context.Context, cursor string) ([]calling.Lead, string, error) {
	db, err := sql.Open("postgres", s.dsn)
	if err != nil {
		return nil, cursor, err
	}
	defer db.Close()
	rows, err := db.QueryContext(ctx, `SELECT id, phone, full_name, account_name FROM leads WHERE id > $1 AND phone IS NOT NULL ORDER BY id LIMIT 500`, cursor)
	if err != nil {
		return nil, cursor, err
	}
	defer rows.Close()
	var out []calling.Lead
	next := cursor
	for rows.Next() {
		var l calling.Lead
		if err := rows.Scan(&next, &l.Phone, &l.Name, &l.Account); err != nil {
			return nil, cursor, err
		}
		out = append(out, l)
	}
	return out, next, rows.Err()
}
