using System;
using System.Web.UI.WebControls;
using Korvath.Portal.DialBridge;

namespace Korvath.Portal.Admin
{
    public partial class CallLists : System.Web.UI.Page
    {
        private readonly DialBridgeGateway _gateway = new DialBridgeGateway();

        protected void Page_Load(object sender, EventArgs e)
        {
            if (!IsPostBack)
            {
                gvLists.DataSource = CallListRepository.ForAccount(CurrentAccountId);
                gvLists.DataBind();
            }
        }

        protected void gvLists_RowDeleting(object sender, GridViewDeleteEventArgs e)
        {
            string listId = (string)gvLists.DataKeys[e.RowIndex].Value;
            try
            {
                _gateway.DeleteList(CurrentUserSsoId, listId);
                CallListRepository.Remove(listId);
            }
            catch (DialBridgeException ex)
            {
                ShowError(ex.UserNotProvisioned
                    ? "You do not have a DialBridge seat. Ask sales ops."
                    : ex.Message);
            }
        }

        protected void btnRename_Click(object sender, EventArgs e)
        {
            try
            {
                _gateway.RenameList(CurrentUserSsoId, SelectedListId, txtRename.Text);
            }
            catch (DialBridgeException ex)
            {
                ShowError(ex.Message);
            }
        }

        private void ShowError(string text)
        {
            lblError.Text = Server.HtmlEncode(text);
            lblError.Visible = true;
        }

        private string CurrentUserSsoId { get { return (string)Session["sso_sub"]; } }
        private int CurrentAccountId { get { return (int)Session["account_id"]; } }
        private string SelectedListId { get { return (string)ViewState["listId"]; } }
    }
}
