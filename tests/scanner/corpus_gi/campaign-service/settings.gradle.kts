rootProject.name = "campaign-service"
