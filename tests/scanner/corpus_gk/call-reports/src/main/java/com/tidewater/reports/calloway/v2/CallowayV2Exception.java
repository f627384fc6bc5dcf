package com.tidewater.reports.calloway.v2;

public class CallowayV2Exception extends RuntimeException {

    private final int status;
    private final ProblemError problem;

    public CallowayV2Exception(int status, ProblemError problem) {
        super(problem != null && problem.error() != null
                ? problem.error().code() + ": " + problem.error().message()
                : "HTTP " + status);
        this.status = status;
        this.problem = problem;
    }

    public int status() { return status; }

    public boolean isNotFound() {
        return problem != null && problem.error() != null && "not_found".equals(problem.error().code());
    }
}
