"""What the sandbox sends: signed webhook deliveries and verification requests, and the
rules a receiver URL must meet before anything is sent to it."""
