import requests

from crm_sync import settings


class SalesforceError(Exception):
    pass


class SalesforceClient:
    """Tiny wrapper; simple-salesforce is too slow for list views with 50k rows."""

    def __init__(self):
        self.base = f"{settings.SALESFORCE_INSTANCE_URL}/services/data/{settings.SALESFORCE_API_VERSION}"
        self._token = None

    def _auth(self):
        resp = requests.post(
            f"{settings.SALESFORCE_INSTANCE_URL}/services/oauth2/token",
            data={
                "grant_type": "client_credentials",
                "client_id": settings.SALESFORCE_CLIENT_ID,
                "client_secret": settings.SALESFORCE_CLIENT_SECRET,
            },
            timeout=10,
        )
        if resp.status_code != 200:
            body = resp.json()
            # OAuth errors are flat: {"error": "invalid_grant", "error_description": "..."}
            raise SalesforceError(f"{body['error']}: {body.get('error_description', '')}")
        self._token = resp.json()["access_token"]

    def list_view(self, view_id, sobject="Lead"):
        if not self._token:
            self._auth()
        url = f"{self.base}/sobjects/{sobject}/listviews/{view_id}/results"
        resp = requests.get(url, headers={"Authorization": f"Bearer {self._token}"}, timeout=30)
        if resp.status_code == 401:
            self._token = None
            return self.list_view(view_id, sobject)
        if resp.status_code == 503:
            raise SalesforceError("Salesforce is in maintenance, try later")
        if resp.status_code == 404:
            raise SalesforceError(f"list view {view_id} not found")
        resp.raise_for_status()
        records = resp.json()["records"]
        return [{col["fieldNameOrPath"]: col["value"] for col in r["columns"]} for r in records]
