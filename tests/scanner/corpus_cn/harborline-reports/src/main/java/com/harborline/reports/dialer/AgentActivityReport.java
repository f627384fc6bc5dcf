package com.harborline.reports.dialer;

import com.google.gson.Gson;
import java.io.IOException;
import java.util.List;
import java.util.logging.Logger;
import retrofit2.Response;

public class AgentActivityReport {
    private static final Logger LOG = Logger.getLogger(AgentActivityReport.class.getName());
    private final DialWiseApi api;
    private final Gson gson = new Gson();

    public AgentActivityReport(DialWiseApi api) {
        this.api = api;
    }

    public int queueSize(String agentEmail) throws IOException {
        Response<List<DialWiseApi.ContactList>> res = api.contactLists(agentEmail).execute();
        if (res.isSuccessful()) {
            return res.body().stream().mapToInt(l -> l.contactCount).sum();
        }
        DialWiseErrorBody err = gson.fromJson(res.errorBody().charStream(), DialWiseErrorBody.class);
        switch (res.code()) {
            case 404:
                if (err != null && err.isUserNotFound()) {
                    LOG.warning("agent not in DialWise: " + agentEmail);
                    return 0;
                }
                break;
            case 503:
                throw new IllegalStateException("DialWise API is disabled for our account");
            default:
                break;
        }
        throw new IOException("DialWise " + res.code() + ": " + (err == null ? "?" : err.error));
    }
}
