package com.agency.northwind.calls;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/** Error payload returned by the calling service. */
@JsonIgnoreProperties(ignoreUnknown = true)
public class ErrorBody {

    private String error;
    private Object details;

    public String getError() {
        return error;
    }

    public void setError(String error) {
        this.error = error;
    }

    public Object getDetails() {
        return details;
    }

    public void setDetails(Object details) {
        this.details = details;
    }
}
