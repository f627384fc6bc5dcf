using System;
using System.Web.UI;
using AgentDesk.Web.Services;

namespace AgentDesk.Web
{
    public partial class CallLists : Page
    {
        protected void btnRemove_Click(object sender, EventArgs e)
        {
            var client = new DialstreamClient();
            try
            {
                client.DeleteList(Context.User.Identity.Name + "@halberdloans.com", hidListId.Value);
                lblStatus.Text = "List removed.";
            }
            catch (DialstreamException ex)
            {
                switch (ex.StatusCode)
                {
                    case 404:
                        lblStatus.Text = ex.Body != null && ex.Body.Error == "contact list not found"
                            ? "Already removed."
                            : "Your account was not found in Dialstream.";
                        break;
                    case 502:
                        lblStatus.Text = "Dialstream could not reach its login provider. Try again shortly.";
                        break;
                    case 503:
                        lblStatus.Text = "Dialstream has switched off API access. Call the vendor.";
                        break;
                    default:
                        lblStatus.Text = "Dialer error: " + ex.Message;
                        break;
                }
            }
        }
    }
}
