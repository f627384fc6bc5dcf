package com.halcyon.dialer.web;

import javax.servlet.*;
import javax.servlet.http.*;
import java.io.IOException;

/** Trusts the X-User-Email / X-User-Id headers set by our Apache SSO front end. */
public class SsoHeaderFilter implements Filter {
    public void init(FilterConfig cfg) {}

    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        HttpServletRequest req = (HttpServletRequest) request;
        String email = req.getHeader("X-User-Email");
        String uid = req.getHeader("X-User-Id");
        if (email == null) {
            ((HttpServletResponse) response).sendError(401, "{\"error\":\"sso header missing\"}");
            return;
        }
        req.getSession().setAttribute("userEmail", email.toLowerCase());
        req.getSession().setAttribute("userId", uid);
        chain.doFilter(request, response);
    }

    public void destroy() {}
}
