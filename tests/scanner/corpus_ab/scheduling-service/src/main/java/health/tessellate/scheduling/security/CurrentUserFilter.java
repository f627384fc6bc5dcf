package health.tessellate.scheduling.security;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/** Reads the identity our ingress injects after OIDC login. */
@Component
public class CurrentUserFilter extends OncePerRequestFilter {

    private final CurrentUser currentUser;

    public CurrentUserFilter(CurrentUser currentUser) {
        this.currentUser = currentUser;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest req, HttpServletResponse res, FilterChain chain)
            throws ServletException, IOException {
        String userId = req.getHeader("X-User-Id");
        String email = req.getHeader("X-User-Email");
        if (userId == null) {
            res.setStatus(401);
            res.setContentType("application/json");
            res.getWriter().write("{\"error\":\"unauthenticated\"}");
            return;
        }
        currentUser.set(userId, email);
        chain.doFilter(req, res);
    }
}
