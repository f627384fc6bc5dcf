export default {
  async refresh() {
    try {
      await GetContactLists.run();
    } catch (e) {
      const code = GetContactLists.responseMeta.statusCode;
      const body = GetContactLists.data || {};
      if (code === "503" || code === 503) {
        showAlert("Dialwave has the public API switched off. Ping #revops-eng.", "error");
      } else if (code == 502) {
        showAlert("Dialwave couldn't reach Okta, retrying in 10s", "warning");
        setTimeout(() => this.refresh(), 10000);
      } else {
        showAlert(`Dialwave: ${body.error}`, "error");
      }
    }
  },

  async rename() {
    await RenameContactList.run();
    await AuditLog.run({ action: "rename_list", id: ListsTable.selectedRow.id });
    return this.refresh();
  },
};
