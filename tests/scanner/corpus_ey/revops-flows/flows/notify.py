from prefect.blocks.notifications import SlackWebhook


def alert(text: str) -> None:
    SlackWebhook.load("revops-alerts").notify(text)
