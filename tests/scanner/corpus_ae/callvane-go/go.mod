module gitlab.kestrelfreight.com/integrations/callvane-go

go 1.22

require github.com/google/go-cmp v0.6.0
