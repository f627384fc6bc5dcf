rootProject.name = "mm-outreach-service"

include("ringlane-client")
include("outreach-api")
