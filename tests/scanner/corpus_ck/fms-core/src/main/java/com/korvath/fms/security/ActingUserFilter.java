package com.korvath.fms.security;

import java.io.IOException;

import javax.servlet.Filter;
import javax.servlet.FilterChain;
import javax.servlet.FilterConfig;
import javax.servlet.ServletException;
import javax.servlet.ServletRequest;
import javax.servlet.ServletResponse;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

/**
 * The customer portal (portal-dotnet) calls /fms/api/v1/* server-to-server and tells us
 * which portal user it is acting for. Trusted because it comes through the internal LB only.
 */
public class ActingUserFilter implements Filter {

    public void init(FilterConfig cfg) {
    }

    public void doFilter(ServletRequest req, ServletResponse res, FilterChain chain)
            throws IOException, ServletException {
        HttpServletRequest http = (HttpServletRequest) req;
        String email = http.getHeader("X-User-Email");
        String userId = http.getHeader("X-User-Id");
        if (email == null && userId == null) {
            HttpServletResponse r = (HttpServletResponse) res;
            r.setStatus(400);
            r.setContentType("application/json");
            r.getWriter().write("{\"error\": \"missing acting user\", \"details\": []}");
            return;
        }
        CurrentUser.bind(http, email, userId);
        chain.doFilter(req, res);
    }

    public void destroy() {
    }
}
