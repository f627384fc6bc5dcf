using System;
using System.Web;

namespace Korvath.Portal
{
    public class Global : HttpApplication
    {
        protected void Application_Start(object sender, EventArgs e)
        {
            log4net.Config.XmlConfigurator.Configure();
        }

        protected void Application_Error(object sender, EventArgs e)
        {
            Exception ex = Server.GetLastError();
            log4net.LogManager.GetLogger("Global").Error("Unhandled", ex);
            var http = ex as HttpException;
            if (http != null && http.GetHttpCode() == 404)
            {
                Server.ClearError();
                Response.Redirect("~/NotFound.aspx");
            }
        }
    }
}
