package com.harborline.reports.dialer;

import java.util.List;
import retrofit2.Call;
import retrofit2.http.GET;
import retrofit2.http.Header;
import retrofit2.http.Path;

/** Read-only view of DialWise used by the weekly agent-activity report. */
public interface DialWiseApi {

    @GET("contact-lists")
    Call<List<ContactList>> contactLists(@Header("X-User-Email") String agentEmail);

    @GET("contact-lists/{id}")
    Call<ContactList> contactList(@Header("X-User-Email") String agentEmail, @Path("id") String id);

    @GET("calls")
    Call<List<CallRecord>> calls(@Header("X-User-Email") String agentEmail);

    class ContactList {
        public String id;
        public String name;
        public int contactCount;
    }

    class CallRecord {
        public String id;
        public String outcome;
        public long durationSeconds;
    }
}
