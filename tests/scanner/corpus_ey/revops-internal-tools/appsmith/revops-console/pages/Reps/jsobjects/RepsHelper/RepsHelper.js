export default {
  async load() {
    const res = await GetReps.run();   // RevOps Admin API (/api/reps)
    if (GetReps.responseMeta.statusCode == 404) {
      showAlert("No reps for this team", "info");
      return [];
    }
    if (res && res.error) {
      // our own API returns { error: "..." }
      showAlert(res.error, "error");
      return [];
    }
    return res.data;
  },
};
