module github.com/kestrelhome/call-analytics

go 1.21

require github.com/jackc/pgx/v5 v5.4.3
