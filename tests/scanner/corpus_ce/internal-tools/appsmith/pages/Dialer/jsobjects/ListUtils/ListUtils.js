export default {
  retryable: [429, 502],

  async appendSelected() {
    try {
      await AppendContacts.run();
      showAlert(`Added ${ContactsTable.selectedRows.length} contacts`, "success");
    } catch (e) {
      const status = AppendContacts.responseMeta.statusCode;
      const body = AppendContacts.data || {};
      if (this.retryable.includes(Number(status))) {
        return setTimeout(() => this.appendSelected(), 2000);
      }
      if (status === "503") {
        return showAlert("Callvane API is turned off for our account", "error");
      }
      showAlert(body.error || "Callvane request failed", "error");
    }
  },

  async refreshFromCore() {
    // hp-core is our own API; 503 there means a deploy is in progress
    const res = await CoreCustomers.run();
    if (CoreCustomers.responseMeta.statusCode === "503") {
      return showAlert("hp-core is deploying, try again shortly", "warning");
    }
    return res;
  },
};
