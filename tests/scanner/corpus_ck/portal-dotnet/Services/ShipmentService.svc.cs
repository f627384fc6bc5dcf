using System;
using System.Configuration;
using System.IO;
using System.Net;
using System.Web;

namespace Korvath.Portal.Services
{
    /// <summary>SOAP facade over the FMS REST API for EDI partners.</summary>
    public class ShipmentService : IShipmentService
    {
        public string GetShipmentStatus(string shipmentNo)
        {
            string baseUrl = ConfigurationManager.AppSettings["FmsApiBaseUrl"];
            var req = (HttpWebRequest)WebRequest.Create(baseUrl + "/shipments/" + Uri.EscapeDataString(shipmentNo));
            req.Headers["X-User-Email"] = HttpContext.Current.User.Identity.Name;
            req.Headers["x-api-key"] = ConfigurationManager.AppSettings["FmsApi.InternalKey"];
            try
            {
                using (var rsp = (HttpWebResponse)req.GetResponse())
                using (var rd = new StreamReader(rsp.GetResponseStream()))
                    return rd.ReadToEnd();
            }
            catch (WebException ex)
            {
                var rsp = ex.Response as HttpWebResponse;
                if (rsp != null && (int)rsp.StatusCode == 404)
                    return "{\"error\": \"shipment not found\"}";
                if (rsp != null && (int)rsp.StatusCode == 503)
                    return "{\"error\": \"FMS maintenance window\"}";
                throw;
            }
        }
    }
}
