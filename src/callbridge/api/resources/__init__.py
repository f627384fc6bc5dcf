"""One module per area of the API; each holds the sync and the async resource class."""
