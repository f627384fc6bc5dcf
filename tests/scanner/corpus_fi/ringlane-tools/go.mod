module github.com/brindlefreight/ringlane-tools

go 1.21

require github.com/stretchr/testify v1.9.0
