rootProject.name = "lead-sync-service"
