package com.korvath.fms.web.struts;

import java.util.Collections;
import java.util.HashMap;
import java.util.Map;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

import org.apache.struts.action.ActionForm;
import org.apache.struts.action.ActionForward;
import org.apache.struts.action.ActionMapping;
import org.apache.struts.action.ActionMessage;
import org.apache.struts.action.ActionMessages;
import org.apache.struts.actions.DispatchAction;
import org.springframework.web.context.support.WebApplicationContextUtils;

import com.korvath.fms.dialer.DialBridgeClient;
import com.korvath.fms.dialer.DialBridgeException;
import com.korvath.fms.security.CurrentUser;

/**
 * "Send to dialer" button on the shipper detail screen.
 */
public class SendToDialerAction extends DispatchAction {

    public ActionForward send(ActionMapping mapping, ActionForm form,
                              HttpServletRequest request, HttpServletResponse response) throws Exception {
        DialBridgeClient client = (DialBridgeClient) WebApplicationContextUtils
                .getRequiredWebApplicationContext(getServlet().getServletContext())
                .getBean("dialBridgeClient");

        String listId = request.getParameter("listId");
        Map<String, String> contact = new HashMap<String, String>();
        contact.put("phone", request.getParameter("phone"));
        contact.put("name", request.getParameter("contactName"));
        contact.put("external_id", "SHP-" + request.getParameter("shipperId"));

        ActionMessages msgs = new ActionMessages();
        try {
            client.appendContacts(CurrentUser.email(request), listId, Collections.singletonList(contact));
            msgs.add(ActionMessages.GLOBAL_MESSAGE, new ActionMessage("dialer.sent"));
        } catch (DialBridgeException e) {
            if (e.isTransientFailure()) {
                msgs.add(ActionMessages.GLOBAL_MESSAGE, new ActionMessage("dialer.tryLater"));
            } else {
                msgs.add(ActionMessages.GLOBAL_MESSAGE, new ActionMessage("dialer.failed", e.getMessage()));
            }
        }
        saveMessages(request, msgs);
        return mapping.findForward("shipperDetail");
    }
}
