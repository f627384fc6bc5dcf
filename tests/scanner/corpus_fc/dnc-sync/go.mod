module github.com/harborline/dnc-sync

go 1.22
