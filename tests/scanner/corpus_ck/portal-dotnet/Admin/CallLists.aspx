<%@ Page Title="Call lists" Language="C#" MasterPageFile="~/Site.Master" AutoEventWireup="true" CodeFile="CallLists.aspx.cs" Inherits="Korvath.Portal.Admin.CallLists" %>
<asp:Content ID="Main" ContentPlaceHolderID="MainContent" runat="server">
    <h2>DialBridge call lists</h2>
    <asp:Label ID="lblError" runat="server" CssClass="error" Visible="false" />
    <asp:GridView ID="gvLists" runat="server" AutoGenerateColumns="false" DataKeyNames="Id"
        OnRowDeleting="gvLists_RowDeleting">
        <Columns>
            <asp:BoundField DataField="Name" HeaderText="List" />
            <asp:BoundField DataField="ContactCount" HeaderText="Contacts" />
            <asp:CommandField ShowDeleteButton="true" />
        </Columns>
    </asp:GridView>
    <asp:TextBox ID="txtRename" runat="server" />
    <asp:Button ID="btnRename" runat="server" Text="Rename" OnClick="btnRename_Click" />
</asp:Content>
